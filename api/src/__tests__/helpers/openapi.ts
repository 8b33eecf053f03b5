import type { FastifyInstance } from 'fastify';

/** The part of a JSON schema the OpenAPI document of the app uses (zod's output through the swagger transform). */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** 'GET /api/orders/{id}': the method and the path as the OpenAPI document writes it. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, if the operation takes one. */
  body?: JsonSchema;
  /** The media types the body may have (multipart/form-data for uploads). */
  consumes: string[];
  /** Whether the document says the operation needs a Bearer token. */
  bearer: boolean;
  tags: string[];
}

interface DocumentOperation {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Array<Record<string, unknown>>;
}

/** Every operation of the app's OpenAPI document (the one /docs shows), in the document's order. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, DocumentOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        parameters: operation.parameters ?? [],
        body: content['application/json']?.schema,
        consumes: Object.keys(content),
        bearer: (operation.security ?? []).some((requirement) => 'bearer' in requirement),
        tags: operation.tags ?? [],
      });
    }
  }
  return operations;
}

/** A multipart/form-data body with one file field named "file". */
export function multipartFile(filename: string, bytes: Buffer, type = 'application/octet-stream', boundary = '----gp-test-boundary') {
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest files each upload kind accepts by their first bytes. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100, 32)]);
