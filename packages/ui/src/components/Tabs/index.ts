export {
  Tabs,
  TabsList,
  TabsPanel,
  TabsTab,
  type TabsListProps,
  type TabsPanelProps,
  type TabsProps,
  type TabsTabProps,
} from './Tabs';
