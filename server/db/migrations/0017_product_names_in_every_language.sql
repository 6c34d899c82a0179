-- A product's name in every interface language (issue 15): added empty, filled from the
-- Azerbaijani name each product had, then required; the single-language column goes.
ALTER TABLE "cards" ADD COLUMN "names" jsonb;--> statement-breakpoint
ALTER TABLE "current_accounts" ADD COLUMN "names" jsonb;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "names" jsonb;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "names" jsonb;--> statement-breakpoint
UPDATE "current_accounts" SET "names" = CASE
  WHEN "name" = 'Cari hesab ' || "currency" THEN jsonb_build_object('az', "name", 'ru', 'Текущий счёт ' || "currency", 'en', 'Current account ' || "currency")
  ELSE jsonb_build_object('az', "name", 'ru', "name", 'en', "name") END;--> statement-breakpoint
UPDATE "cards" SET "names" = jsonb_build_object('az', "name", 'ru', "name", 'en', "name");--> statement-breakpoint
UPDATE "deposits" SET "names" = CASE "product_type"
  WHEN 'PROFIT' THEN '{"az": "Mənfəət", "ru": "Доходный", "en": "Profit"}'::jsonb
  WHEN 'AVANS' THEN '{"az": "Avans", "ru": "Авансовый", "en": "Advance"}'::jsonb
  ELSE '{"az": "Hədəf", "ru": "Целевой", "en": "Target"}'::jsonb END;--> statement-breakpoint
UPDATE "loans" SET "names" = CASE "name"
  WHEN 'İstehlak krediti' THEN '{"az": "İstehlak krediti", "ru": "Потребительский кредит", "en": "Consumer loan"}'::jsonb
  WHEN 'Refinanslaşdırma krediti' THEN '{"az": "Refinanslaşdırma krediti", "ru": "Кредит на рефинансирование", "en": "Refinancing loan"}'::jsonb
  ELSE jsonb_build_object('az', "name", 'ru', "name", 'en', "name") END;--> statement-breakpoint
ALTER TABLE "cards" ALTER COLUMN "names" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "current_accounts" ALTER COLUMN "names" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "names" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ALTER COLUMN "names" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_names" CHECK (jsonb_typeof("cards"."names"->'az') = 'string' and jsonb_typeof("cards"."names"->'ru') = 'string' and jsonb_typeof("cards"."names"->'en') = 'string');--> statement-breakpoint
ALTER TABLE "current_accounts" ADD CONSTRAINT "current_accounts_names" CHECK (jsonb_typeof("current_accounts"."names"->'az') = 'string' and jsonb_typeof("current_accounts"."names"->'ru') = 'string' and jsonb_typeof("current_accounts"."names"->'en') = 'string');--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_names" CHECK (jsonb_typeof("deposits"."names"->'az') = 'string' and jsonb_typeof("deposits"."names"->'ru') = 'string' and jsonb_typeof("deposits"."names"->'en') = 'string');--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_names" CHECK (jsonb_typeof("loans"."names"->'az') = 'string' and jsonb_typeof("loans"."names"->'ru') = 'string' and jsonb_typeof("loans"."names"->'en') = 'string');--> statement-breakpoint
ALTER TABLE "cards" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "current_accounts" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "deposits" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "loans" DROP COLUMN "name";
