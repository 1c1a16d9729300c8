import { Shuffle } from "lucide-react";
import { INDEXNOW_DEFAULT_ENDPOINT } from "~/schemas/seo-config";
import { Button } from "../ui/button";
import { Badge, Card, CardHeader } from "../ui/card";
import { Field, Input } from "../ui/field";

export interface IndexNowFields {
  indexNowKey: string;
  indexNowEndpoint: string;
}

/** A fresh key: 32 hex digits (the protocol takes 8 to 128 letters, digits or dashes). */
function newKey(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

/**
 * The SEO APIs tab's IndexNow card: the key (public by design: the site serves it at
 * `/{key}.txt`, so it is shown in clear) and the endpoint. Off while the key is empty.
 *
 * @example <IndexNowSettings value={fields} saved={view.config.indexNowKey} onChange={setFields} errors={errors} />
 */
export function IndexNowSettings({
  value,
  saved,
  onChange,
  errors,
}: {
  value: IndexNowFields;
  /** The stored key ("" while off). */
  saved: string;
  onChange: (next: IndexNowFields) => void;
  errors: Partial<Record<string, string>>;
}) {
  return (
    <Card>
      <CardHeader
        title="IndexNow"
        description="Tells search engines (Bing, Yandex, Seznam, Naver and others) which pages changed whenever you publish, unpublish, revert or deploy an SEO fix."
      />
      <div className="space-y-4 px-5 py-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {saved ? (
            <>
              <Badge tone="success">On</Badge>
              The key file is served at{" "}
              <a className="text-accent-700 underline" href={`/${saved}.txt`}>
                /{saved}.txt
              </a>
            </>
          ) : (
            <>
              <Badge>Off</Badge> IndexNow is off until a key is set.
            </>
          )}
        </p>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-[1fr_auto] md:items-end">
          <Field
            label="IndexNow key"
            error={errors.indexNowKey}
            hint="8 to 128 letters, digits or dashes. Public by design: search engines read it from the key file. Empty turns IndexNow off."
          >
            {(props) => (
              <Input
                {...props}
                autoComplete="off"
                spellCheck={false}
                placeholder="Not set (IndexNow off)"
                value={value.indexNowKey}
                onChange={(event) => onChange({ ...value, indexNowKey: event.target.value })}
              />
            )}
          </Field>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => onChange({ ...value, indexNowKey: newKey() })}
          >
            <Shuffle className="size-4" aria-hidden /> New key
          </Button>
        </div>
        <Field
          label="IndexNow endpoint"
          error={errors.indexNowEndpoint}
          hint={`An https:// address; empty uses ${INDEXNOW_DEFAULT_ENDPOINT}.`}
        >
          {(props) => (
            <Input
              {...props}
              type="url"
              spellCheck={false}
              placeholder={INDEXNOW_DEFAULT_ENDPOINT}
              value={value.indexNowEndpoint}
              onChange={(event) => onChange({ ...value, indexNowEndpoint: event.target.value })}
            />
          )}
        </Field>
      </div>
    </Card>
  );
}
