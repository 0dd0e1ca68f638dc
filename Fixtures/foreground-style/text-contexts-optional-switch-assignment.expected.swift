// fixture: deployment-target=iOS=16.0
import SwiftUI

enum Priority { case low, high }

struct TaskLabel: View {
  let priority: Priority
  let title: String
  let note: String

  var marker: Text {
    switch priority {
    case .low: Text("low").foregroundColor(.green)
    case .high: Text("high").foregroundColor(.red)
    }
  }

  var icon: some View {
    switch priority {
    case .low: Text("-").foregroundStyle(.green)
    case .high: Text("!").foregroundStyle(.red)
    }
  }

  var pieces: [Text] {
    [Text(title).foregroundColor(.blue), Text(":")]
  }

  func subtitle() -> Text? {
    guard !note.isEmpty else { return nil }
    return Text(note).foregroundColor(.gray)
  }

  var caption: Text? {
    let text: Text? = Text(note).foregroundColor(.secondary)
    return text
  }

  func heading() -> Text {
    var heading = Text(title)
    heading = heading.foregroundColor(.orange)
    return heading
  }

  var body: some View {
    VStack {
      marker
      icon
      pieces[0]
      subtitle()
      caption
      heading()
    }
  }
}
