CREATE TABLE "p1p1_daily" (
	"day" text PRIMARY KEY NOT NULL,
	"cube_id" text NOT NULL,
	"seed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p1p1_packs" (
	"cube_id" text NOT NULL,
	"seed" integer NOT NULL,
	"cards" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "p1p1_packs_cube_id_seed_pk" PRIMARY KEY("cube_id","seed")
);
--> statement-breakpoint
CREATE TABLE "p1p1_votes" (
	"cube_id" text NOT NULL,
	"seed" integer NOT NULL,
	"user_id" text NOT NULL,
	"pick" integer NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "p1p1_votes_cube_id_seed_user_id_pk" PRIMARY KEY("cube_id","seed","user_id")
);
--> statement-breakpoint
ALTER TABLE "p1p1_daily" ADD CONSTRAINT "p1p1_daily_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p1p1_packs" ADD CONSTRAINT "p1p1_packs_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p1p1_votes" ADD CONSTRAINT "p1p1_votes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p1p1_votes" ADD CONSTRAINT "p1p1_votes_cube_id_seed_p1p1_packs_cube_id_seed_fk" FOREIGN KEY ("cube_id","seed") REFERENCES "public"."p1p1_packs"("cube_id","seed") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "p1p1_daily_cube_idx" ON "p1p1_daily" USING btree ("cube_id");