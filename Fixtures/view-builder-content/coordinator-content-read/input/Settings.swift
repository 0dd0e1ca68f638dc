import SwiftUI

struct Settings: View {
  var body: some View {
    Sheet {
      Text("Font")
      FontMenu(names: ["Menlo", "Monaco"])
    }
  }
}
