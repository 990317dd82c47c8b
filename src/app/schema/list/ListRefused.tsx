/**
 * Where a list's rows would be when the server refused the request: its reason (the envelope's
 * Chinese message, e.g. 筛选条件「类型」不正确), not 暂无数据 — in the table and in the phone's cards.
 */
export function ListRefused({ reason }: { reason: string }) {
  return (
    <p className="list-refused" role="alert">
      {reason}
    </p>
  );
}
