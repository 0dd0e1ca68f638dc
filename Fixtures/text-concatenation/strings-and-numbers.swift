// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Summary: View {
  let first: String
  let last: String
  let count: Int

  var body: some View {
    Text(first + " " + last)
      .padding(CGFloat(count) + 4)
  }
}
