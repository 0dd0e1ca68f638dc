// fixture: deployment-target=iOS=16.0
import SwiftUI

struct BadgeView: View {
  let count: Int

  var body: some View {
    HStack {
      Text("\(count)")
        .foregroundStyle(Color.brand)
      Text("new")
        .foregroundStyle(Color.brand)
      Text("old")
        .foregroundStyle(Color.tertiary)
      Text("hot")
        .foregroundColor(.highlight)
      Text("late")
        .foregroundStyle(Color.alarm)
    }
  }
}
