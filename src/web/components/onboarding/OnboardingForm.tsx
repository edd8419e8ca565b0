// Over 300 lines: one form (contact details, the project, budget and timeline, reference images) whose
// values, errors and images share one state and one submit; the fields are components of their own.
import { type FormEvent, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { InquiryInput, InquiryRequest } from '#application/clients/schemas.ts';
import { chooseReferenceImages, INQUIRY_LIMITS } from '#domain/clients/inquiry.ts';
import { BUDGET_RANGES, PROJECT_TYPES, TIMELINE_PREFERENCES } from '#domain/clients/project.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { firstErrors, firstIssuePerField } from '../../lib/field-errors.ts';
import { SENT_PARAM, submissionFor } from '../../lib/form-submission.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { IMAGES_FAILED_PARAM, IMAGES_STORED_PARAM, ONBOARDING_PATH } from '../../lib/reference-images.ts';
import { CheckboxField } from '../forms/CheckboxField.tsx';
import { HoneypotField } from '../forms/HoneypotField.tsx';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { controlClasses, FieldFrame, TextField } from '../forms/TextField.tsx';
import { useFirstErrorFocus } from '../forms/use-first-error-focus.ts';
import { useToast } from '../toast/ToastProvider.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { OnboardingThanks, type PostedImages } from './OnboardingThanks.tsx';
import { translateOnboardingMessage } from './onboarding-messages.ts';
import { PlainImageInput } from './PlainImageInput.tsx';
import { ReferenceImagePicker, refusalMessage } from './ReferenceImagePicker.tsx';
import { type UploadFailure, uploadReferenceImage } from './reference-image-uploads.ts';

/** Spec section 9: toasts in the client area last 5 seconds. */
const TOAST_MS = 5000;

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  company: '',
  projectName: '',
  description: '',
  budgetRange: '',
  timelinePreference: '',
  website: '',
};
type TextFieldName = keyof typeof EMPTY;
const FIELD_ORDER = [
  'name',
  'email',
  'phone',
  'company',
  'projectName',
  'projectTypes',
  'description',
  'consent',
];

const FAILURE_TEXT: Record<UploadFailure, string> = {
  not_an_image: 'onboarding.images.notAnImage',
  too_large: 'onboarding.images.tooLarge',
  processing: 'onboarding.images.processing',
  failed: 'onboarding.images.failed',
};

/** The checked values in the shape the procedure takes (absent rather than null). */
/** The visitor's zone as the browser knows it, for the times the portal and the PDF show them. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function asInput(request: InquiryRequest): InquiryInput {
  return {
    ...request,
    phone: request.phone ?? undefined,
    company: request.company ?? undefined,
    budgetRange: request.budgetRange ?? undefined,
    timelinePreference: request.timelinePreference ?? undefined,
  };
}

function serverFieldErrors(failure: unknown): Record<string, string> {
  if (!(failure instanceof ProcedureError)) return {};
  const data = failure.data as { fieldErrors?: Record<string, string[] | undefined> } | undefined;
  return data?.fieldErrors ? firstErrors(data.fieldErrors) : {};
}

/**
 * The project inquiry: about you, about the project, reference images, consent. Checked in the browser
 * with the server's schema, sent, then each chosen image is uploaded (submit disabled meanwhile) with
 * the spec's progress toasts, then the thanks. Before its script has loaded it is a plain form posting
 * to /client_onboarding (without images), which answers with the thanks or the values and messages.
 */
export function OnboardingForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const { formSubmission, urlParsed } = usePageContext();
  const posted = submissionFor(formSubmission, 'onboarding');
  const [values, setValues] = useState(() => {
    const { projectTypes: _types, consent: _consent, ...rest } = posted?.values ?? {};
    return { ...EMPTY, ...rest, website: '' };
  });
  const [projectTypes, setProjectTypes] = useState<string[]>(() =>
    posted?.values.projectTypes ? posted.values.projectTypes.split(',').filter(Boolean) : [],
  );
  const [consent, setConsent] = useState(posted?.values.consent === 'on');
  const [images, setImages] = useState<File[]>([]);
  const [imageRefusals, setImageRefusals] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(posted?.fieldErrors ?? {});
  const [formError, setFormError] = useState(() => {
    if (posted?.formError) return translateOnboardingMessage(t, posted.formError);
    return posted?.status === 500 ? t('onboarding.form.failed') : '';
  });
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState(urlParsed.search[SENT_PARAM] === '1');
  const [scripted, setScripted] = useState(false);
  const submit = useMutationCall('clients.submitInquiry');
  const { formRef, focusFirstError } = useFirstErrorFocus(FIELD_ORDER);

  useEffect(() => setScripted(true), []);

  /** Images chosen in the plain input before the script's picker replaced it. */
  function takeOverImages(files: File[]) {
    const { accepted, refused } = chooseReferenceImages(0, files);
    setImages(accepted);
    if (refused.length > 0) refuseImages([...new Set(refused.map((refusal) => refusalMessage(t, refusal)))]);
  }

  function refuseImages(messages: string[]) {
    setImageRefusals(messages);
    for (const message of messages) toast(message, 'error', TOAST_MS);
  }

  async function uploadImages(permit: string) {
    setUploading(true);
    const closeUploading = toast(
      t('onboarding.images.uploading', { count: images.length }),
      'info',
      TOAST_MS,
    );
    let stored = 0;
    for (const image of images) {
      const failure = await uploadReferenceImage(permit, image);
      if (failure) toast(t(FAILURE_TEXT[failure], { file: image.name }), 'error', TOAST_MS);
      else stored++;
    }
    setUploading(false);
    // The result replaces the progress: "Uploading…" never sits beside "Successfully uploaded".
    closeUploading();
    if (stored === images.length)
      toast(t('onboarding.images.uploaded', { count: stored }), 'success', TOAST_MS);
    else toast(t('onboarding.images.someFailed'), 'error', TOAST_MS);
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    setFormError('');
    const { inquirySchema } = await import('#application/clients/schemas.ts');
    const parsed = inquirySchema.safeParse({ ...values, projectTypes, consent, timeZone: browserTimeZone() });
    const errors = parsed.success ? {} : firstIssuePerField(parsed.error.issues);
    setFieldErrors(errors);
    if (!parsed.success) return focusFirstError(errors);
    try {
      const result = await submit.mutateAsync(asInput(parsed.data));
      if (result.uploadPermit && images.length > 0) await uploadImages(result.uploadPermit);
      setDone(true);
    } catch (failure) {
      const fromServer = serverFieldErrors(failure);
      setFieldErrors(fromServer);
      if (Object.keys(fromServer).length > 0) return focusFirstError(fromServer);
      const known = failure instanceof ProcedureError && failure.data?.code !== 'INTERNAL_SERVER_ERROR';
      const message = known ? translateOnboardingMessage(t, failure.message) : '';
      setFormError(message || t('onboarding.form.failed'));
      if (!known) toast(t('onboarding.form.failed'), 'error', TOAST_MS);
    }
  }

  if (done) return <OnboardingThanks images={postedImages(urlParsed.search)} />;

  const error = (name: string) => fieldErrors[name] && translateOnboardingMessage(t, fieldErrors[name]);
  const field = (name: TextFieldName) => ({
    id: `onboarding-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: error(name),
  });
  const select = (name: 'budgetRange' | 'timelinePreference', options: readonly string[], group: string) => (
    <FieldFrame id={`onboarding-${name}`} label={t(`onboarding.form.${name}`)}>
      <select
        id={`onboarding-${name}`}
        name={name}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        className={controlClasses()}
      >
        <option value="">{t('onboarding.form.choose')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`onboarding.${group}.${option}`)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
  const typesError = error('projectTypes');
  const consentError = error('consent');
  const busy = submit.isPending || uploading;

  return (
    <form
      ref={formRef}
      method="post"
      action={ONBOARDING_PATH}
      encType="multipart/form-data"
      noValidate
      onSubmit={send}
      className="relative space-y-8"
    >
      <p className="text-sm text-stone-500">{t('onboarding.form.required')}</p>
      <fieldset className="space-y-5">
        <legend className="text-base font-semibold text-stone-900">{t('onboarding.form.aboutYou')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('onboarding.form.name')}
            autoComplete="name"
            required
            maxLength={INQUIRY_LIMITS.nameMax}
            placeholder={t('onboarding.form.namePlaceholder')}
            {...field('name')}
          />
          <TextField
            label={t('onboarding.form.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={INQUIRY_LIMITS.emailMax}
            placeholder={t('onboarding.form.emailPlaceholder')}
            {...field('email')}
          />
          <TextField
            label={t('onboarding.form.phone')}
            type="tel"
            autoComplete="tel"
            maxLength={INQUIRY_LIMITS.phoneMax}
            placeholder={t('onboarding.form.phonePlaceholder')}
            {...field('phone')}
          />
          <TextField
            label={t('onboarding.form.company')}
            autoComplete="organization"
            maxLength={INQUIRY_LIMITS.companyMax}
            placeholder={t('onboarding.form.companyPlaceholder')}
            {...field('company')}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-base font-semibold text-stone-900">
          {t('onboarding.form.aboutProject')}
        </legend>
        <TextField
          label={t('onboarding.form.projectName')}
          required
          maxLength={INQUIRY_LIMITS.projectNameMax}
          placeholder={t('onboarding.form.projectNamePlaceholder')}
          {...field('projectName')}
        />
        <fieldset
          aria-describedby={['onboarding-projectTypes-hint', typesError && 'onboarding-projectTypes-error']
            .filter(Boolean)
            .join(' ')}
          aria-invalid={typesError ? true : undefined}
        >
          <legend className="block text-sm font-medium text-stone-700">
            {t('onboarding.form.projectTypes')}
          </legend>
          <p id="onboarding-projectTypes-hint" className="mt-1 text-xs text-stone-500">
            {t('onboarding.form.projectTypesHint')}
          </p>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {PROJECT_TYPES.map((type) => (
              <label
                key={type}
                className="flex items-center gap-2 rounded-md border border-stone-200 px-3 py-2 text-sm text-stone-800 has-[:checked]:border-amber-600 has-[:checked]:bg-amber-50"
              >
                <input
                  type="checkbox"
                  name="projectTypes"
                  value={type}
                  checked={projectTypes.includes(type)}
                  onChange={(event) =>
                    setProjectTypes(
                      event.target.checked ? [...projectTypes, type] : projectTypes.filter((t) => t !== type),
                    )
                  }
                  className="h-4 w-4 accent-amber-700"
                />
                {t(`projectTypes.${type}`)}
              </label>
            ))}
          </div>
          {typesError && (
            <p id="onboarding-projectTypes-error" className="mt-1 text-xs text-red-700">
              {typesError}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={t('onboarding.form.description')}
          rows={6}
          maxLength={INQUIRY_LIMITS.descriptionMax}
          placeholder={t('onboarding.form.descriptionPlaceholder')}
          {...field('description')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {select('budgetRange', BUDGET_RANGES, 'budgets')}
          {select('timelinePreference', TIMELINE_PREFERENCES, 'timelines')}
        </div>
        {scripted ? (
          <ReferenceImagePicker
            images={images}
            onChange={setImages}
            refusals={imageRefusals}
            onRefused={refuseImages}
            busy={busy}
          />
        ) : (
          <PlainImageInput onHandOver={takeOverImages} />
        )}
      </fieldset>
      <HoneypotField
        id="onboarding-website"
        label={t('onboarding.form.honeypot')}
        value={values.website}
        onChange={(website) => setValues({ ...values, website })}
      />
      <CheckboxField
        id="onboarding-consent"
        name="consent"
        label={t('onboarding.form.consent')}
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
        error={consentError}
      />
      <FormError message={formError} />
      <Button
        type="submit"
        variant="brand"
        size="lg"
        busy={busy}
        busyLabel={uploading ? t('onboarding.form.uploading') : t('onboarding.form.submitting')}
      >
        {t('onboarding.form.submit')}
      </Button>
    </form>
  );
}

/** The images a plain post stored and failed, from its redirect's query. */
function postedImages(search: Record<string, string>): PostedImages | undefined {
  const stored = Number(search[IMAGES_STORED_PARAM] ?? 0);
  const failed = Number(search[IMAGES_FAILED_PARAM] ?? 0);
  return stored > 0 || failed > 0 ? { stored, failed } : undefined;
}
