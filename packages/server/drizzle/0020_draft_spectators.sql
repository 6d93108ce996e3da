CREATE TABLE "draft_spectators" (
	"draft_id" text NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "draft_spectators_draft_id_user_id_pk" PRIMARY KEY("draft_id","user_id")
);
