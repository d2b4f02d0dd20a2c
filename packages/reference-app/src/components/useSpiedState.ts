import { useState } from 'react';

/**
 * For stories: a control's value held in state, as the screen using it holds it, with every change still
 * reported to the story's spy (`fn()`), so a play function checks both what shows and what was called.
 *
 * @example
 * function Controlled(props: PaginationProps) {
 *   const [page, onPageChange] = useSpiedState(props.page, props.onPageChange);
 *   return <Pagination {...props} page={page} onPageChange={onPageChange} />;
 * }
 */
export function useSpiedState<Value>(
  initial: Value,
  spy: (value: Value) => void,
): [Value, (value: Value) => void] {
  const [value, setValue] = useState(initial);
  return [
    value,
    (next) => {
      setValue(next);
      spy(next);
    },
  ];
}
