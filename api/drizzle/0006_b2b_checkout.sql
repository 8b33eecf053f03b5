-- Orders and invoices before VAT: their net is what was due, no VAT, no treatment (null).
ALTER TABLE "invoices" ADD COLUMN "net_cents" bigint;--> statement-breakpoint
UPDATE "invoices" SET "net_cents" = "amount_due_cents";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "net_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_treatment" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_treatment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_cents" bigint;--> statement-breakpoint
UPDATE "orders" SET "total_cents" = "cash_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_cents" SET NOT NULL;--> statement-breakpoint
-- Invoices issued before bank details were kept get their issuer's account (api/src/modules/invoices/issuer.ts).
UPDATE "invoices" SET "issuer" = "issuer" || CASE WHEN "issuer"->>'name' = 'Growth Partners CZ s.r.o.'
  THEN '{"iban": "CZ6508000000192000145399", "bic": "GIBACZPX"}'::jsonb
  ELSE '{"iban": "ES9121000418450200051332", "bic": "CAIXESBBXXX"}'::jsonb END
WHERE "issuer"->>'iban' IS NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amount_due_check" CHECK ("invoices"."amount_due_cents" = "invoices"."net_cents" + "invoices"."vat_cents");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reverse_charge_check" CHECK ("invoices"."reverse_charge" = ("invoices"."vat_treatment" is not distinct from 'reverse_charge'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" = "orders"."cash_cents" + "orders"."vat_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reverse_charge_check" CHECK ("orders"."reverse_charge" = ("orders"."vat_treatment" is not distinct from 'reverse_charge'));