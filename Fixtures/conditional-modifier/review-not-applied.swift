// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Dot: View {
  let isOn: Bool

  var body: some View {
    if isOn {
      Circle().opacity(1)
    } else {
      Circle().opacity(0.3)
    }
  }
}
