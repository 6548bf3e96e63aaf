import { Tabs } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';

/** The tab a page's address names (its `param` segment), or the first when it names none it knows. */
export function useTabParam<T extends string>(param: string, values: readonly [T, ...T[]]): T {
  const value = useParams()[param];
  return values.find((each) => each === value) ?? values[0];
}

interface ListTabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  value: T;
  tabs: readonly { value: T; label: string; to: string }[];
}

/** Tabs that are addresses: choosing one opens its page, so each list keeps its own filters in the address. */
export function ListTabs<T extends string>({ label, value, tabs }: ListTabsProps<T>) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={value}
      onChange={(chosen) => {
        const tab = tabs.find((each) => each.value === chosen);
        if (tab) void navigate(tab.to);
      }}
    >
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
