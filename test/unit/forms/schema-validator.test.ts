import { validateYupSchema, yupToFormErrors } from 'formik';
import { visitorFormSchema } from '../../../src/domain/quotation-schema';
import { emptyVisitor, type VisitorFormValues } from '../../../src/domain/visitor';
import { schemaValidator } from '../../../src/forms/schema-validator';

const complete = (): VisitorFormValues => ({
  ...emptyVisitor(),
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'jeanne.martin@exemple.fr',
  phoneNumber: '06 12 34 56 78',
  status: 'future_resident',
  knowUs: 'press',
  rgpd: true,
  housingType: 'studio',
});

/** The errors Formik itself finds with `validationSchema`, the behaviour the validator must keep. */
async function formikErrors(schema: ReturnType<typeof visitorFormSchema>, values: VisitorFormValues) {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

const CASES: [string, VisitorFormValues, boolean][] = [
  ['a form just opened', { ...emptyVisitor(), housingType: null }, true],
  ['a complete form', complete(), true],
  ['blank names and a bad address', { ...complete(), firstName: '  ', lastName: '', email: 'jeanne@exemple' }, true],
  ['a phone number cut short and no consent', { ...complete(), phoneNumber: '06 12', rgpd: false }, true],
  ['a housing type the residence does not price', { ...complete(), housingType: 'two_room' }, true],
  ['a residence with no offer', complete(), false],
];

describe('schemaValidator', () => {
  it.each(CASES)('finds what Formik’s own schema validation finds for %s', async (_, values, offer) => {
    const schema = visitorFormSchema(['studio', 'one_room'], offer);
    expect(schemaValidator<VisitorFormValues>(schema)(values)).toEqual(await formikErrors(schema, values));
  });

  it('answers at once, not with a promise', () => {
    const errors = schemaValidator<VisitorFormValues>(visitorFormSchema(['studio'], true))({ ...emptyVisitor(), housingType: null });
    expect(errors).toMatchObject({ firstName: 'required', housingType: 'required', rgpd: 'consent' });
  });

  it('captures no stack trace for the errors of a form just opened', () => {
    const capture = jest.spyOn(Error, 'captureStackTrace');
    try {
      schemaValidator<VisitorFormValues>(visitorFormSchema(['studio'], true))({ ...emptyVisitor(), housingType: null });
      expect(capture).not.toHaveBeenCalled();
    } finally {
      capture.mockRestore();
    }
  });

  it('lets through an error that is not a validation error', () => {
    const schema = visitorFormSchema(['studio'], true);
    jest.spyOn(schema, 'validateSync').mockImplementation(() => {
      throw new TypeError('broken');
    });
    expect(() => schemaValidator<VisitorFormValues>(schema)(complete())).toThrow(TypeError);
  });
});
