// fixture: deployment-target=iOS=15.0
import SwiftUI

enum Plan {
  case free, monthly, lifetime
}

struct PlanSummary: View {
  let plan: Plan
  let renews: String
  @State private var showingThanks = false

  private var labels: (String, Text?, (() -> Void)?) {
    switch plan {
    case .free:
      return ("Free", nil, nil)
    case .monthly:
      return ("Monthly", Text(renews).foregroundColor(.secondary), nil)
    case .lifetime:
      return (
        "Lifetime",
        Text("Thank you")
          .foregroundColor(.green), {
            showingThanks.toggle()
          }
      )
    }
  }

  func badge() -> (title: Text, count: Int)? {
    (Text("New").foregroundColor(.orange), 3)
  }

  var body: some View {
    VStack {
      Text(labels.0)
      labels.1
      badge()?.title
      Text("Plan")
        .foregroundColor(.blue)
    }
  }
}
