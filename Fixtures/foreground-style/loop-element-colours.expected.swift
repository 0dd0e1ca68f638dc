// fixture: deployment-target=iOS=15.0
import SwiftUI

/// Colours read from a loop variable: the element type of the data the loop runs over says
/// they are never nil, as it would for a property of the same type.
struct Reminder: Hashable {
  let level: Level
  let title: String
  var badge: Color { level == .urgent ? .red : .gray }
}

extension Reminder {
  enum Level: Hashable {
    case urgent
    case later

    var tint: Color {
      switch self {
      case .urgent: return .orange
      case .later: return .secondary
      }
    }
  }
}

struct RemindersView: View {
  let reminders: [Reminder]
  let archived: Array<Reminder>

  var body: some View {
    VStack {
      ForEach(reminders, id: \.title) { reminder in
        Image(systemName: "bell")
          .foregroundStyle(reminder.level.tint)
        Text(reminder.title)
          .foregroundStyle(reminder.badge)
      }
      ForEach(archived, id: \.title) { reminder in
        Text(reminder.title)
          .foregroundStyle(reminder.level.tint)
      }
    }
  }
}
