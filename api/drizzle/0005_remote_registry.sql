CREATE TABLE "remote_activations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"remote" text NOT NULL,
	"url" text NOT NULL,
	"version" text,
	"from_url" text,
	"from_version" text,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_activations" ADD CONSTRAINT "remote_activations_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_activations_remote_idx" ON "remote_activations" USING btree ("remote","seq");