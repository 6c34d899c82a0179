/**
 * The card's controls (issue 16): getCardControls, updateCardLimits and revealCardRequisites in
 * two steps with a one-time code (codes.ts), and setCardOnlinePayments at once and without one,
 * so turning online payments off is quick. Each reads only the signed-in customer's card;
 * another's is 404 like an unknown one. A blocked card keeps its controls: its limits and switch
 * may be set (they apply once it is unblocked) and its requisites shown to its holder.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../../auth';
import type { OtpContext } from '../../../auth/otp';
import type { Clock } from '../../../clock';
import type { BankDb } from '../../../db/client';
import { requestLocale } from '../../../i18n';
import type { Schemas } from '../../../openapi/json';
import { registerOperation } from '../../../openapi/operations';
import { checkProductId } from '../../json';
import { type ControlCode, checkControlCode, sendControlCode } from './codes';
import { cardControlsJson, limitsBinding, requestedLimits } from './limits';
import { cardRequisites, vaultRowOf } from './requisites';
import {
  type ControlledCard,
  cardControlsOf,
  controlledCard,
  saveCardLimits,
  saveOnlinePayments,
} from './store';
import { usedToday } from './usage';
import type { CardVaultKey } from './vault';

export interface CardControlsContext {
  db: BankDb;
  clock: Clock;
  codes: OtpContext;
  vaultKey: CardVaultKey;
}

type CardRequest = FastifyRequest<{ Params: { id: string } }>;

async function cardOf(db: BankDb, request: CardRequest) {
  const { customer } = signedIn(request);
  return {
    customer,
    card: await controlledCard(db, customer.id, checkProductId(request.params.id)),
  };
}

async function controlsJson(
  { db, clock }: CardControlsContext,
  { card, currency, ledgerAccountId }: ControlledCard,
) {
  const controls = await cardControlsOf(db, card.id, currency);
  const used = await usedToday(db, clock, { cardId: card.id, ledgerAccountId });
  return cardControlsJson(card.id, currency, controls, used);
}

/**
 * The second step of a two-step control: checks the code for exactly `code` and, when right,
 * runs `change` in the same transaction. A refusal is thrown after the counted try commits.
 */
async function confirmed(
  context: CardControlsContext,
  request: FastifyRequest,
  code: ControlCode,
  confirmation: Schemas['CodeConfirmation'],
  change: (
    tx: Parameters<Parameters<BankDb['transaction']>[0]>[0],
  ) => Promise<void> = async () => {},
): Promise<void> {
  const customerId = signedIn(request).customer.id;
  const refusal = await context.db.transaction(async (tx) => {
    const refused = await checkControlCode(context.codes, tx, { customerId, code, confirmation });
    if (!refused) await change(tx);
    return refused;
  });
  if (refusal) throw refusal;
}

export function registerCardControlRoutes(app: FastifyInstance, context: CardControlsContext) {
  const { db, clock } = context;
  const codeOptions = (request: FastifyRequest) => ({
    locale: requestLocale(request),
    requester: { ip: request.ip },
  });

  registerOperation(app, 'getCardControls', async (request) => {
    const { card } = await cardOf(db, request);
    return controlsJson(context, card);
  });

  registerOperation(app, 'updateCardLimits', async (request, reply) => {
    const { customer, card } = await cardOf(db, request);
    const { maxima } = await cardControlsOf(db, card.card.id, card.currency);
    const limits = requestedLimits(request.body, card.currency, maxima);
    const code: ControlCode = {
      operation: 'CARD_LIMITS',
      binding: limitsBinding(card.card.id, limits),
    };
    const { confirmation } = request.body;
    if (!confirmation) {
      const challenge = await sendControlCode(context.codes, customer, code, codeOptions(request));
      return reply.code(202).send(challenge);
    }
    await confirmed(context, request, code, confirmation, (tx) =>
      saveCardLimits(tx, clock, card.card.id, limits),
    );
    return controlsJson(context, card);
  });

  registerOperation(app, 'setCardOnlinePayments', async (request) => {
    const { card } = await cardOf(db, request);
    await saveOnlinePayments(
      db,
      clock,
      { cardId: card.card.id, currency: card.currency },
      request.body.enabled,
    );
    return controlsJson(context, card);
  });

  registerOperation(app, 'revealCardRequisites', async (request, reply) => {
    const { customer, card } = await cardOf(db, request);
    await vaultRowOf(db, card.card.id);
    const code: ControlCode = { operation: 'CARD_REQUISITES', binding: card.card.id };
    const confirmation = request.body?.confirmation;
    if (!confirmation) {
      const challenge = await sendControlCode(context.codes, customer, code, codeOptions(request));
      return reply.code(202).send(challenge);
    }
    await confirmed(context, request, code, confirmation);
    reply.header('cache-control', 'no-store');
    return cardRequisites(db, context.vaultKey, card);
  });
}
