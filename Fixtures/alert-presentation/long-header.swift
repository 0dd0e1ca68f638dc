// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

enum Strings {
  enum Sharing {
    enum RemoveMember {
      static let failureTitle = "Could not remove this member"
      static let failureMessage = "Only an administrator of the shared collection can remove it."
      static let confirmTitle = "Remove this member?"
    }
  }
  static let ok = "OK"
  static let remove = "Remove"
}

final class CollectionModel: ObservableObject {
  @Published var showsMemberRemovalFailure = false
  @Published var confirmsMemberRemoval = false
  func remove() {}
}

struct CollectionMembersView: View {
  @ObservedObject var model: CollectionModel

  var body: some View {
    List {
      Text("Members")
    }
    // Written on one line, the new header would run past 100 columns: one argument a line.
    .alert(isPresented: $model.showsMemberRemovalFailure) {
      Alert(
        title: Text(Strings.Sharing.RemoveMember.failureTitle),
        message: Text(Strings.Sharing.RemoveMember.failureMessage),
        dismissButton: .default(Text(Strings.ok))
      )
    }
    .actionSheet(isPresented: $model.confirmsMemberRemoval) {
      ActionSheet(
        title: Text(Strings.Sharing.RemoveMember.confirmTitle),
        buttons: [.destructive(Text(Strings.remove)) { model.remove() }, .cancel()]
      )
    }
  }
}

struct CollectionFooter: View {
  @ObservedObject var model: CollectionModel

  var body: some View {
    Text("Footer")
      // The call is written wider than its new header: the header stays on one line.
      .alert(isPresented: $model.showsMemberRemovalFailure) {
        Alert(title: Text(Strings.Sharing.RemoveMember.failureTitle), message: Text(Strings.Sharing.RemoveMember.failureMessage))
      }
  }
}
