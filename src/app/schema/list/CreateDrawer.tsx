import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import type { ResourceDef } from '../../../../resources/define.ts';

/** The form and its inputs (date pickers, number inputs, uploads …) load with the first click. */
const CreateForm = lazy(() => import('./CreateForm.tsx').then((m) => ({ default: m.CreateForm })));

/** The 新建 button and, once clicked, its drawer with the generated create form. */
export function CreateDrawer({ screen, resource, label }: { screen: string; resource: ResourceDef; label: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={show}>{label}</Button>
      {used && (
        <Suspense fallback={null}>
          <CreateForm screen={screen} resource={resource} label={label} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
