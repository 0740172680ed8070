import {
  AtSign,
  BadgeCheck,
  Ban,
  Bell,
  Bookmark,
  Calendar,
  Camera,
  ChartBar,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleAlert,
  Clock,
  Download,
  Earth,
  Ellipsis,
  ExternalLink,
  Flag,
  GraduationCap,
  Heart,
  House,
  Image,
  Library,
  Lock,
  LogOut,
  type LucideIcon,
  Mail,
  MapPin,
  Maximize2,
  MessageCircle,
  Minimize2,
  Pencil,
  PenLine,
  Play,
  Repeat2,
  Search,
  Settings,
  Share2,
  ShieldAlert,
  Trash2,
  TriangleAlert,
  User,
  UserCheck,
  Users,
  Volume2,
  VolumeX,
  X,
} from 'lucide-react'

/**
 * The app's icon names over lucide-react. Each icon is a named import, so the bundle holds only
 * these (lucide-react is side-effect free); a chunk that needs one or two icons can import them
 * from lucide-react directly instead of this map.
 */
const ICONS = {
  home: House,
  search: Search,
  messages: Mail,
  bookmark: Bookmark,
  bell: Bell,
  users: Users,
  university: GraduationCap,
  settings: Settings,
  user: User,
  logout: LogOut,
  more: Ellipsis,
  close: X,
  reply: MessageCircle,
  repost: Repeat2,
  photo: Image,
  heart: Heart,
  quote: PenLine,
  edit: Pencil,
  trash: Trash2,
  views: ChartColumn,
  play: Play,
  back: ChevronLeft,
  forward: ChevronRight,
  check: Check,
  alert: CircleAlert,
  badgeCheck: BadgeCheck,
  camera: Camera,
  lock: Lock,
  ban: Ban,
  calendar: Calendar,
  clock: Clock,
  mapPin: MapPin,
  share: Share2,
  externalLink: ExternalLink,
  expand: Maximize2,
  shrink: Minimize2,
  chevronUp: ChevronUp,
  chevronDown: ChevronDown,
  mute: VolumeX,
  unmute: Volume2,
  flag: Flag,
  shield: ShieldAlert,
  warning: TriangleAlert,
  everyone: Earth,
  following: UserCheck,
  mentioned: AtSign,
  download: Download,
  /** A faculty and department (issue 17). */
  library: Library,
  /** A poll (issue 31). */
  poll: ChartBar,
} satisfies Record<string, LucideIcon>

export type IconName = keyof typeof ICONS

/** A decorative icon drawn with currentColor; the control around it carries the name. */
export function Icon({
  name,
  className = 'size-6',
  strokeWidth = 2,
}: {
  name: IconName
  className?: string
  strokeWidth?: number
}) {
  const Glyph = ICONS[name]
  return <Glyph className={className} strokeWidth={strokeWidth} aria-hidden="true" focusable="false" />
}
