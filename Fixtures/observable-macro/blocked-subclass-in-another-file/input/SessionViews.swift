import SwiftUI

struct GuestLockView: View {
  @StateObject private var model = GuestSessionModel()

  var body: some View {
    CodeEntryView(model: model)
  }
}

struct CodeEntryView: View {
  @ObservedObject var model: SessionModel

  var body: some View {
    Text(model.digits)
  }
}
