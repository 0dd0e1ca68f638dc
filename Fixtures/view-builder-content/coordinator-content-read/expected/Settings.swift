import SwiftUI

struct Settings: View {
  var body: some View {
    Sheet {
      FontMenu(names: ["Menlo", "Monaco"])
    }
  }
}
