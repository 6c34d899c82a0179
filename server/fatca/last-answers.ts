/**
 * The customer's last FATCA answers (issue 15): a customer who answered the questionnaire within
 * the last 12 months is shown those answers to confirm instead of a blank form. Only answers of
 * the current questionnaire version count: a reworded question must be answered afresh.
 */
import { and, desc, eq, gte } from 'drizzle-orm';
import { bankTimeZone } from '../../domain/calendar';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { fatcaAnswers, loanApplications } from '../db/schema';
import type { Schemas } from '../openapi/json';
import { fatcaQuestionnaireVersion, fatcaQuestions } from './questions';

/** How long a self-assessment is offered again for confirmation. */
const answersKeptMonths = 12;

export async function lastAnswers(
  db: BankDb,
  clock: Clock,
  customerId: string,
): Promise<Schemas['FatcaLastAnswers']> {
  const since = clock
    .now()
    .toZonedDateTimeISO(bankTimeZone)
    .subtract({ months: answersKeptMonths });
  const [latest] = await db
    .select({ applicationId: fatcaAnswers.applicationId, answeredAt: fatcaAnswers.answeredAt })
    .from(fatcaAnswers)
    .innerJoin(loanApplications, eq(loanApplications.id, fatcaAnswers.applicationId))
    .where(
      and(
        eq(loanApplications.customerId, customerId),
        eq(fatcaAnswers.questionnaireVersion, fatcaQuestionnaireVersion),
        gte(fatcaAnswers.answeredAt, toDate(since.toInstant())),
      ),
    )
    .orderBy(desc(fatcaAnswers.answeredAt))
    .limit(1);
  if (!latest) return { fatcaAnswers: [] };
  const rows = await db
    .select({ questionId: fatcaAnswers.questionId, answer: fatcaAnswers.answer })
    .from(fatcaAnswers)
    .where(eq(fatcaAnswers.applicationId, latest.applicationId));
  const given = new Map(rows.map((row) => [row.questionId, row.answer]));
  // In the questionnaire's order, and only when every current question has its answer.
  if (fatcaQuestions.some((question) => !given.has(question.id))) return { fatcaAnswers: [] };
  return {
    answeredAt: latest.answeredAt.toISOString(),
    fatcaAnswers: fatcaQuestions.map((question) => ({
      questionId: question.id,
      answer: given.get(question.id) ?? false,
    })),
  };
}
