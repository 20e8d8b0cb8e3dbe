import { I18nProvider } from '@lingui/react';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import type { AnySchema } from 'yup';
import { i18n } from '../../../src/i18n/i18n';

/** A Formik form around one field, with the French catalog, the way step 1 wraps its fields. */
export function InForm({ initialValues, schema, children }: { initialValues: Record<string, unknown>; schema?: AnySchema; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={() => undefined}>
        <Form noValidate>
          {children}
          <button type="submit">Valider</button>
        </Form>
      </Formik>
    </I18nProvider>
  );
}
