// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Toolbar: View {
  var body: some View {
    VStack {
      Spacer()
      Button("Done") {}
    }
    .ignoresSafeArea()
  }
}
