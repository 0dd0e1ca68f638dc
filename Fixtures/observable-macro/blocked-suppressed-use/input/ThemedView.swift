import SwiftUI

struct ThemedView: View {
  // swiftui-migrate:disable:next observable-macro
  @ObservedObject var theme: Theme
  var body: some View { Text("A").foregroundStyle(theme.accent) }
}
