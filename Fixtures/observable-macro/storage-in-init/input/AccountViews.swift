import SwiftUI

struct AccountScreen: View {
  @StateObject private var account: Account

  init(name: String) {
    _account = StateObject(wrappedValue: Account(name: name))
  }

  var body: some View {
    VStack {
      AccountName(account: account)
      AccountEditor(account: account)
    }
  }
}

struct AccountName: View {
  @ObservedObject private var account: Account

  init(account: Account) {
    self._account = ObservedObject(wrappedValue: account)
  }

  var body: some View { Text(account.name) }
}

struct AccountEditor: View {
  @ObservedObject var account: Account

  init(account: Account) {
    _account = ObservedObject(initialValue: account)
  }

  var body: some View { TextField("Name", text: $account.name) }
}
