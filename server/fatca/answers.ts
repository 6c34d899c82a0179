/**
 * The customer's FATCA answers (step 2): every question of the questionnaire answered exactly
 * once, stored, and the application moved on through the lifecycle chart — a "yes" to any
 * question makes a possible US person, whose application goes the traditional way (a branch).
 */
import { eq } from 'drizzle-orm';
import { applyEvent, statusAfter } from '../applications/lifecycle';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { fatcaAnswers, type LoanApplicationRow } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { Schemas } from '../openapi/json';
import { fatcaQuestionnaireVersion, fatcaQuestions } from './questions';
import { sourceApplication } from './source';

type AnswersRequest = Schemas['FatcaAnswersRequest'];
type Answer = AnswersRequest['fatcaAnswers'][number];

/** The answers keyed by question, or a 400 when one is unknown, repeated or missing. */
function checkedAnswers(answers: readonly Answer[]): ReadonlyMap<string, boolean> {
  const known = new Set(fatcaQuestions.map((question) => question.id));
  const given = new Map<string, boolean>();
  for (const { questionId, answer } of answers) {
    if (!known.has(questionId) || given.has(questionId)) {
      throw new BankError('VALIDATION_FAILED', 400, {}, 'FATCA_QUESTION_UNKNOWN');
    }
    given.set(questionId, answer);
  }
  if (given.size !== known.size) {
    throw new BankError('VALIDATION_FAILED', 400, {}, 'FATCA_ANSWERS_INCOMPLETE');
  }
  return given;
}

export async function submitAnswers(
  db: BankDb,
  clock: Clock,
  customerId: string,
  request: AnswersRequest,
): Promise<LoanApplicationRow> {
  return db.transaction(async (tx) => {
    const application = await sourceApplication(tx, customerId, request, { forUpdate: true });
    // The status first: from a wrong status the answer is 409 whatever the answers say.
    statusAfter(application, 'FATCA_PASSED');
    const answers = checkedAnswers(request.fatcaAnswers);
    // A renewed application answers again: only its latest answers count.
    await tx.delete(fatcaAnswers).where(eq(fatcaAnswers.applicationId, application.id));
    const answeredAt = toDate(clock.now());
    await tx.insert(fatcaAnswers).values(
      [...answers].map(([questionId, answer]) => ({
        applicationId: application.id,
        questionnaireVersion: fatcaQuestionnaireVersion,
        questionId,
        answer,
        answeredAt,
      })),
    );
    const usPerson = [...answers.values()].some(Boolean);
    return applyEvent(tx, clock, application, usPerson ? 'FATCA_US_PERSON' : 'FATCA_PASSED');
  });
}
