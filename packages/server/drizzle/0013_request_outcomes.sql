CREATE TABLE "request_outcomes" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"result" jsonb,
	"status" integer,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_outcomes_scope_key_pk" PRIMARY KEY("scope","key")
);
