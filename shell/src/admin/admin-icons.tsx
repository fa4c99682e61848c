import BookOutlined from '@ant-design/icons/BookOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
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
import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import type { ComponentType } from 'react';

/**
 * The icon names an admin remote's ./nav (and a content type's `admin.icon`) may use, each imported
 * on its own: a vocabulary of icons, not a list of screens.
 */
const ICONS: Record<string, ComponentType> = {
  dashboard: DashboardOutlined,
  staff: TeamOutlined,
  gallery: PictureOutlined,
  research: ExperimentOutlined,
  library: BookOutlined,
  results: TrophyOutlined,
  'study-material': FileTextOutlined,
  'diksha-lab': DesktopOutlined,
  newsletter: MailOutlined,
  events: CalendarOutlined,
  messages: MessageOutlined,
  review: CheckSquareOutlined,
  // For the content types to come: notices, tenders, RTI disclosures.
  notification: NotificationOutlined,
  profile: ProfileOutlined,
  'safety-certificate': SafetyCertificateOutlined,
  trash: DeleteOutlined,
  audit: AuditOutlined,
  emblem: BankOutlined,
};

export function AdminIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
