struct S {}
