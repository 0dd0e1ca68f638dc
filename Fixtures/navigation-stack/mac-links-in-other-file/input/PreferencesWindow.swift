import SwiftUI

struct PreferencesWindow: View {
  var body: some View {
    NavigationView {
      PreferencesSidebar()
    }
  }
}
