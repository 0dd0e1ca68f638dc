import SwiftUI

struct NotesView: View {
  @StateObject private var settings = Settings()

  var body: some View {
    Text("Notes").font(.system(size: settings.fontSize))
  }
}
