// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Log: View {
  let showsBars: Bool

  var body: some View {
    ScrollView(.vertical, showsIndicators: showsBars) {
      Text("Log")
    }
  }
}
