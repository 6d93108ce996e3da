CREATE SEQUENCE "public"."card_metric_fold_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "card_metric_sources" (
	"cube_id" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"version" integer NOT NULL,
	"decks" integer DEFAULT 0 NOT NULL,
	"contribution" jsonb NOT NULL,
	"fold_seq" bigint DEFAULT nextval('card_metric_fold_seq') NOT NULL,
	"folded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_metric_sources_cube_id_kind_source_id_pk" PRIMARY KEY("cube_id","kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "card_metrics" (
	"cube_id" text NOT NULL,
	"card_id" text NOT NULL,
	"picks" integer DEFAULT 0 NOT NULL,
	"pick_sum" integer DEFAULT 0 NOT NULL,
	"first_picks" integer DEFAULT 0 NOT NULL,
	"seen" integer DEFAULT 0 NOT NULL,
	"drafted" integer DEFAULT 0 NOT NULL,
	"main_decks" integer DEFAULT 0 NOT NULL,
	"match_wins" integer DEFAULT 0 NOT NULL,
	"match_losses" integer DEFAULT 0 NOT NULL,
	"match_draws" integer DEFAULT 0 NOT NULL,
	"game_wins" integer DEFAULT 0 NOT NULL,
	"game_losses" integer DEFAULT 0 NOT NULL,
	"game_draws" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "card_metrics_cube_id_card_id_pk" PRIMARY KEY("cube_id","card_id")
);
--> statement-breakpoint
ALTER TABLE "record_events" ADD COLUMN "metrics_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_metric_sources" ADD CONSTRAINT "card_metric_sources_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_metrics" ADD CONSTRAINT "card_metrics_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;