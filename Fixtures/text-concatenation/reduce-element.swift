// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

// The second parameter of reduce's closure is an element of the sequence: `$1` and `part`
// are Texts when the array holds Texts, also after a method that keeps the elements
// (`dropFirst()`), so each sum is one of Texts and is rewritten. A sequence whose element
// type the resolver does not know (a dictionary's `values`) leaves `$1` unknown: that sum is
// only reported.
struct PlaceTitle: View {
  let name: String
  let badge: String?
  let labels: [String: Text]

  var title: Text? {
    var parts: [Text] = [Text(name)]
    if let badge {
      parts.append(Text(badge))
    }
    guard let first = parts.first else { return nil }
    return parts.dropFirst().reduce(first) { $0 + Text(verbatim: " ") + $1 }
  }

  var joined: Text {
    let parts: [Text] = [Text(name), Text("·")]
    return parts.reduce(Text("")) { line, part in line + part }
  }

  var body: some View {
    VStack {
      title
      joined
      labels.values.reduce(Text("")) { $0 + $1 }
    }
  }
}
