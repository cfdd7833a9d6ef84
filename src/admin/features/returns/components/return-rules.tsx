import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button/button';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Panel } from '../../../components/panel/panel';
import { ErrorBox, LoadingBox } from '../../../components/query-state/query-state';
import { useReturnSettings, useSetNonReturnable, useSetReturnWindow } from '../api/returns';
import styles from './returns.module.css';

function WindowRow({ slug, name, days }: { slug: string; name: string; days: number }) {
  const save = useSetReturnWindow();
  const [value, setValue] = useState(String(days));
  return (
    <form
      className={styles.row}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save.mutate(
          { slug, days: Number(value) },
          { onSuccess: () => toast.success(`${name}: ${value} days to return`), onError: (e) => toast.error(e.message) },
        );
      }}
    >
      <TextField label={`Return window of ${name} (days)`} type="number" min={0} max={365} value={value} onChange={setValue} />
      <Button type="submit" size="sm" pending={save.isPending} disabled={value === String(days)}>
        Save
      </Button>
    </form>
  );
}

/** Staff's return rules: days from delivery per category, and the products never taken back. */
export function ReturnRules() {
  const settings = useReturnSettings();
  const flag = useSetNonReturnable();
  const [productId, setProductId] = useState('');
  if (settings.isPending) return <LoadingBox label="Loading the return rules…" />;
  if (settings.isError) return <ErrorBox error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <div className={styles.rules}>
      <Panel title="Return window per category">
        {settings.data.categories.map((c) => (
          <WindowRow key={`${c.slug}-${c.returnWindowDays}`} slug={c.slug} name={c.name} days={c.returnWindowDays} />
        ))}
      </Panel>
      <Panel title="Non-returnable products">
        <ul className={styles.list}>
          {settings.data.nonReturnable.map((p) => (
            <li key={p._id}>
              {p.name} <span className={styles.muted}>({p._id})</span>{' '}
              <Button size="sm" variant="ghost" onClick={() => flag.mutate({ productId: p._id, nonReturnable: false })}>
                Make returnable
              </Button>
            </li>
          ))}
          {settings.data.nonReturnable.length === 0 && <li className={styles.muted}>Every product can be returned.</li>}
        </ul>
        <form
          className={styles.row}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            flag.mutate({ productId: productId.trim(), nonReturnable: true }, { onSuccess: () => setProductId('') });
          }}
        >
          <TextField label="Product id" value={productId} onChange={setProductId} hint="e.g. a cable cut to length" />
          <Button type="submit" size="sm" pending={flag.isPending} disabled={!productId.trim()}>
            Mark non-returnable
          </Button>
        </form>
        <FormAlert message={flag.error?.message} />
      </Panel>
    </div>
  );
}
