import BookOutlined from '@ant-design/icons/BookOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import type { ComponentType } from 'react';
import type { AdminIconName } from '@diet/contracts/api';

/** Each name of the vocabulary (ADMIN_ICONS) drawn, each icon imported on its own. */
const ICONS: Record<AdminIconName, ComponentType> = {
  dashboard: DashboardOutlined,
  staff: TeamOutlined,
  gallery: PictureOutlined,
  research: ExperimentOutlined,
  library: BookOutlined,
  results: TrophyOutlined,
  'study-material': FileTextOutlined,
  download: DownloadOutlined,
  'diksha-lab': DesktopOutlined,
  newsletter: MailOutlined,
  events: CalendarOutlined,
  messages: MessageOutlined,
  review: CheckSquareOutlined,
  notification: NotificationOutlined,
  profile: ProfileOutlined,
  'safety-certificate': SafetyCertificateOutlined,
  lock: LockOutlined,
  trash: DeleteOutlined,
  audit: AuditOutlined,
  emblem: BankOutlined,
  setting: SettingOutlined,
  schedule: ClockCircleOutlined,
};

/** A remote deployed alone may be newer than this shell: a name it does not know draws the default icon. */
export function AdminIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name as AdminIconName]) || AppstoreOutlined;
  return <Icon />;
}
