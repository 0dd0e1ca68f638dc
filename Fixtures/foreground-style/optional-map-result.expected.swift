// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

// `tint.map(Color.init(uiColor:))` on an optional UIColor is a `Color?`: a `map` or
// `flatMap` whose result foregroundColor takes can only be Optional's (an array's `map`
// gives an array), whatever the run knows of the value mapped. foregroundStyle(_:) takes no
// nil, so these calls are left as they are, with a note; a `map` inside the colour's own
// arguments says nothing about the colour, which is rewritten as its type says.
enum Audience: CaseIterable {
  case everyone, followers

  var tint: UIColor? {
    switch self {
    case .everyone: return .label
    case .followers: return nil
    }
  }

  var hue: Double? { self == .everyone ? 0.6 : nil }
}

struct AudienceIcons: View {
  let shade: Color

  var body: some View {
    HStack {
      ForEach(Audience.allCases, id: \.self) { audience in
        Image(systemName: "person")
          .foregroundColor(audience.tint.map(Color.init(uiColor:)))
        Image(systemName: "globe")
          .foregroundColor(audience.hue.flatMap { $0 > 0.5 ? Color.blue : nil })
        Image(systemName: "circle")
          .foregroundStyle(shade.opacity([0.5].map { $0 * 2 }.first ?? 1))
      }
    }
  }
}
