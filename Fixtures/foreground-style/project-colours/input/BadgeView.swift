// fixture: deployment-target=iOS=16.0
import SwiftUI

struct BadgeView: View {
  let count: Int

  var body: some View {
    HStack {
      Text("\(count)")
        .foregroundColor(.brand)
      Text("new")
        .foregroundColor(Color.brand)
      Text("old")
        .foregroundColor(.tertiary)
      Text("hot")
        .foregroundColor(.highlight)
      Text("late")
        .foregroundColor(.alarm)
    }
  }
}
