import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import type { QuoteDetail, QuoteId } from '@itinera/domain/contracts';
import { fieldErrors, HttpError } from '../../../../lib/http';
import { i18n } from '../../../../lib/i18n';
import { errorMessage, notifySuccess } from '../../../../lib/notify';
import { quoteQueryOptions } from '../../api/get-quote';
import { SaveRejectedError, useUpdateQuote } from '../../api/update-quote';
import { quoteToValues, toUpdateBody, type BasicInfoValues } from './basic-info-values';

export interface SaveProblem {
  /** conflict: someone saved a newer version (409); the rest: the save was refused. */
  kind: 'conflict' | 'refused';
  message: string;
  errors: string[];
}

/** Puts the form back on a quote as the server has it: values, the version edits are based on, clean. */
export function resetForm(form: UseFormReturnType<BasicInfoValues>, quote: QuoteDetail): void {
  const values = quoteToValues(quote);
  form.setInitialValues(values);
  form.setValues(values);
  form.resetDirty(values);
  form.clearErrors();
}

// Server paths of the PUT body that the form shows under another name.
const FIELD_OF: Record<string, string> = { start_date: 'dates', end_date: 'dates', room_preferable_dist: 'rooms' };

/** Saving the Basic Information form, with the spec's failure rules (docs/domain/api-shapes.md#save-messages). */
export function useSaveBasicInfo(form: UseFormReturnType<BasicInfoValues>, quoteId: QuoteId) {
  const update = useUpdateQuote();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [reloading, setReloading] = useState(false);

  const fail = (error: unknown) => {
    if (error instanceof HttpError && error.status === 409) {
      setProblem({ kind: 'conflict', message: error.message, errors: [] });
      return;
    }
    // docs/domain/spec-sections.md#spec-02-section-8: "Update with a non-200 response …: passenger count is reset to 1."
    form.setFieldValue('num_pax', 1);
    if (error instanceof SaveRejectedError) {
      setProblem({ kind: 'refused', message: i18n.t('workspace:basicInfo.notSaved'), errors: error.errors });
      return;
    }
    const byField: Record<string, string> = {};
    for (const [path, message] of Object.entries(fieldErrors(error)))
      byField[FIELD_OF[path.split('.')[0]!] ?? path] ??= message;
    const onForm = Object.fromEntries(Object.entries(byField).filter(([field]) => field in form.values));
    form.setErrors(onForm);
    const message = errorMessage(error);
    setProblem({
      kind: 'refused',
      message,
      errors: Object.entries(byField)
        .filter(([f]) => !(f in onForm))
        .map(([f, m]) => `${f}: ${m}`),
    });
  };

  const submit = form.onSubmit((values) => {
    setProblem(null);
    update.mutate(
      { id: quoteId, body: toUpdateBody(values) },
      {
        onSuccess: (answer) => {
          resetForm(form, answer.itinerary);
          notifySuccess(i18n.t('workspace:basicInfo.saved', { version: answer.itinerary.version }));
        },
        onError: fail,
      },
    );
  });

  /** Drops the local edits and loads the quote as it is now. */
  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...quoteQueryOptions(quoteId), staleTime: 0 });
      resetForm(form, fresh.data);
      setProblem(null);
    } finally {
      setReloading(false);
    }
  };

  return { submit, saving: update.isPending, problem, dismiss: () => setProblem(null), reload, reloading };
}
