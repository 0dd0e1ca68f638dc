import SwiftUI

struct NoteEntryView: View {
  @ObservedObject var settings: Settings

  var body: some View {
    Text("Latest").font(.system(size: settings.fontSize))
  }
}
