ALTER TABLE "chat_messages" ADD COLUMN "link_card_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "link_card_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_link_card_id_link_cards_id_fk" FOREIGN KEY ("link_card_id") REFERENCES "public"."link_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_link_card_id_link_cards_id_fk" FOREIGN KEY ("link_card_id") REFERENCES "public"."link_cards"("id") ON DELETE set null ON UPDATE no action;