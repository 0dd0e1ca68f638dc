// fixture: deployment-target=iOS=16.0
import SwiftUI

struct HeaderView: View {
  var body: some View {
    Label("News", systemImage: "newspaper")
      .foregroundStyle(.theme.title)
  }
}
