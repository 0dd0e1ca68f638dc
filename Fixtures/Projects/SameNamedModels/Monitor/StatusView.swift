import SwiftUI

struct StatusView: View {
  var body: some View {
    Text(Preferences.shared.title)
  }
}
