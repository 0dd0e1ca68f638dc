import SwiftUI

struct AccountScreen: View {
  @State private var account: Account

  init(name: String) {
    _account = State(wrappedValue: Account(name: name))
  }

  var body: some View {
    VStack {
      AccountName(account: account)
      AccountEditor(account: account)
    }
  }
}

struct AccountName: View {
  private var account: Account

  init(account: Account) {
    self.account = account
  }

  var body: some View { Text(account.name) }
}

struct AccountEditor: View {
  @Bindable var account: Account

  init(account: Account) {
    _account = Bindable(wrappedValue: account)
  }

  var body: some View { TextField("Name", text: $account.name) }
}
