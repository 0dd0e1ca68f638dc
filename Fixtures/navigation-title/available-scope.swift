// fixture: deployment-target=iOS=13.0
import SwiftUI

struct Welcome: View {
  var body: some View {
    if #available(iOS 14.0, *) {
      Text("Hello")
        .navigationBarTitle("Welcome", displayMode: .inline)
    } else {
      Text("Hello")
        .navigationBarTitle("Welcome", displayMode: .inline)
    }
  }
}

@available(iOS 15.0, *)
struct Onboarding: View {
  var body: some View {
    Text("Start").navigationBarTitle(Text("Onboarding"))
  }
}
