// fixture: deployment-target=iOS=26.0,macOS=26.0,tvOS=26.0,watchOS=26.0,visionOS=26.0
import SwiftUI

struct InboxView: View {
  let subjects: [String]

  var body: some View {
    List(subjects, id: \.self) { Text($0) }
      .safeAreaBarOrInset(edge: .bottom, alignment: .trailing) {
        Button("Compose") {}
      }
  }
}
