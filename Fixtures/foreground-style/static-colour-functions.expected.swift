// fixture: deployment-target=iOS=16.0
import SwiftUI

enum Severity {
  case info, warning, failure
}

enum Palette {
  static func colour(for severity: Severity) -> Color {
    severity == .failure ? .red : .primary
  }
}

extension Color {
  static func tone(of severity: Severity) -> Color {
    switch severity {
    case .info: return .secondary
    case .warning: return .orange
    case .failure: return .red
    }
  }

  static func badge(_ severity: Severity) -> Color? {
    severity == .info ? nil : tone(of: severity)
  }

  static let muted = Palette.colour(for: .info)

  static func shade(_ level: Double) -> Self {
    Color(white: level)
  }

  func dimmed(by amount: Double) -> Color {
    opacity(1 - amount)
  }
}

struct EventRow: View {
  let severity: Severity
  let title: String

  var body: some View {
    VStack(alignment: .leading) {
      Text(title)
        .foregroundStyle(Color.tone(of: severity))
      Image(systemName: "circle.fill")
        .foregroundStyle(Color.tone(of: severity).opacity(0.5))
      Text(title)
        .foregroundStyle(Color.shade(0.3))
      Text(title)
        .foregroundColor(.muted)
      Text(title)
        .foregroundColor(.badge(severity))
      Text(title)
        .foregroundStyle(Color.red.dimmed(by: 0.2))
    }
  }
}
